package bot

import (
	"net/url"
	"strings"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// PlainFromHTML turns the HTML body of a Matrix message (formatted_body)
// into plain text for the command parser ("mention pills
// resolve to user IDs"). A user pill, <a href="https://matrix.to/#/@bob:example.org">Bob</a>
// (or a matrix:u/bob:example.org link), becomes the user ID @bob:example.org;
// the <mx-reply> block of a reply (the quoted fallback) is dropped; <br> and
// block elements become line breaks; every other tag keeps only its text.
// pills is the number of user pills replaced, so a transport can fall back
// to the plain body when there are none.
func PlainFromHTML(s string) (text string, pills int) {
	nodes, err := html.ParseFragment(strings.NewReader(s), &html.Node{Type: html.ElementNode, Data: "div", DataAtom: atom.Div})
	if err != nil {
		return s, 0
	}
	w := &htmlWriter{}
	for _, n := range nodes {
		w.node(n, false)
	}
	return w.result(), w.pills
}

type htmlWriter struct {
	b     strings.Builder
	pills int
}

// blockTags end a line before and after their content.
var blockTags = map[atom.Atom]bool{
	atom.P: true, atom.Div: true, atom.Li: true, atom.Ul: true, atom.Ol: true,
	atom.Blockquote: true, atom.Pre: true, atom.Tr: true, atom.Table: true,
	atom.H1: true, atom.H2: true, atom.H3: true, atom.H4: true, atom.H5: true, atom.H6: true,
	atom.Hr: true, atom.Details: true, atom.Summary: true,
}

func (w *htmlWriter) node(n *html.Node, pre bool) {
	switch n.Type {
	case html.TextNode:
		t := n.Data
		if !pre {
			t = strings.ReplaceAll(t, "\n", " ")
		}
		w.b.WriteString(t)
		return
	case html.ElementNode:
	default:
		w.children(n, pre)
		return
	}
	if n.Data == "mx-reply" {
		return
	}
	switch n.DataAtom {
	case atom.Br:
		w.b.WriteString("\n")
		return
	case atom.Script, atom.Style, atom.Head:
		return
	case atom.A:
		if user := pillUser(attr(n, "href")); user != "" {
			w.b.WriteString(user)
			w.pills++
			return
		}
	}
	block := blockTags[n.DataAtom]
	if block {
		w.newline()
	}
	w.children(n, pre || n.DataAtom == atom.Pre)
	if block {
		w.newline()
	}
}

func (w *htmlWriter) children(n *html.Node, pre bool) {
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		w.node(c, pre)
	}
}

// newline ends the current line unless the text is empty or already ends one.
func (w *htmlWriter) newline() {
	s := w.b.String()
	if s != "" && !strings.HasSuffix(s, "\n") {
		w.b.WriteString("\n")
	}
}

// result trims trailing spaces of every line and blank lines at both ends.
func (w *htmlWriter) result() string {
	lines := strings.Split(w.b.String(), "\n")
	for i, l := range lines {
		lines[i] = strings.TrimRight(l, " ")
	}
	return strings.Trim(strings.Join(lines, "\n"), "\n")
}

func attr(n *html.Node, key string) string {
	for _, a := range n.Attr {
		if a.Key == key {
			return a.Val
		}
	}
	return ""
}

// pillUser returns the user ID a mention link points at, or "" when href is
// not a user link. It understands https://matrix.to/#/@user:server (also
// percent-encoded, with ?via= parameters) and matrix:u/user:server URIs.
func pillUser(href string) string {
	var id string
	switch {
	case strings.HasPrefix(href, "https://matrix.to/#/"):
		id = strings.TrimPrefix(href, "https://matrix.to/#/")
		if i := strings.IndexByte(id, '?'); i >= 0 {
			id = id[:i]
		}
		if u, err := url.PathUnescape(id); err == nil {
			id = u
		}
	case strings.HasPrefix(href, "matrix:u/"):
		id = strings.TrimPrefix(href, "matrix:u/")
		if i := strings.IndexAny(id, "?/"); i >= 0 {
			id = id[:i]
		}
		if u, err := url.PathUnescape(id); err == nil {
			id = "@" + u
		}
	default:
		return ""
	}
	local, server, ok := strings.Cut(strings.TrimPrefix(id, "@"), ":")
	if !strings.HasPrefix(id, "@") || !ok || local == "" || server == "" || strings.ContainsAny(id, " /") {
		return ""
	}
	return id
}
