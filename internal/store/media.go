package store

import (
	"context"
	"database/sql"
	"errors"
	"time"

	"go.mau.fi/util/dbutil"
)

// MediaUpload is where a picture was uploaded to the homeserver (table
// media_upload): a plain upload's mxc:// URI, or for an encrypted room the
// upload of the encrypted bytes, whose event "file" object (key, IV, hash,
// URI) is kept as JSON in File.
type MediaUpload struct {
	ContentURI string
	File       string // JSON of the encrypted file; "" for a plain upload
}

// MediaQuery reads and writes media_upload, where each picture was
// uploaded (Store.Media).
type MediaQuery struct{ db *dbutil.Database }

const (
	getMediaUploadQuery = "SELECT content_uri, file_json FROM media_upload WHERE sha256 = $1 AND encrypted = $2"
	setMediaUploadQuery = `INSERT INTO media_upload (sha256, encrypted, content_uri, file_json, uploaded_at) VALUES ($1, $2, $3, $4, $5)
		ON CONFLICT (sha256, encrypted) DO UPDATE SET content_uri = excluded.content_uri, file_json = excluded.file_json,
		uploaded_at = excluded.uploaded_at`
)

// Get returns the upload of the picture whose content has the hex
// SHA-256 sum, the encrypted one or the plain one; ok is false when the
// picture was never uploaded that way.
func (q *MediaQuery) Get(ctx context.Context, sum string, encrypted bool) (up MediaUpload, ok bool, err error) {
	err = q.db.QueryRow(ctx, getMediaUploadQuery, sum, flag(encrypted)).Scan(&up.ContentURI, &up.File)
	if errors.Is(err, sql.ErrNoRows) {
		return MediaUpload{}, false, nil
	}
	return up, err == nil, err
}

// Set records the upload of the picture with SHA-256 sum, made at at; a
// later upload of the same picture the same way replaces it.
func (q *MediaQuery) Set(ctx context.Context, sum string, encrypted bool, up MediaUpload, at time.Time) error {
	_, err := q.db.Exec(ctx, setMediaUploadQuery, sum, flag(encrypted), up.ContentURI, up.File, at.UnixMilli())
	return err
}
