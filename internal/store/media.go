package store

import (
	"context"
	"database/sql"
	"errors"
	"time"
)

// MediaUpload is where a picture was uploaded to the homeserver (table
// media_upload): a plain upload's mxc:// URI, or for an encrypted room the
// upload of the encrypted bytes, whose event "file" object (key, IV, hash,
// URI) is kept as JSON in File.
type MediaUpload struct {
	ContentURI string
	File       string // JSON of the encrypted file; "" for a plain upload
}

// MediaUpload returns the upload of the picture whose content has the hex
// SHA-256 sum, the encrypted one or the plain one; ok is false when the
// picture was never uploaded that way.
func (s *Store) MediaUpload(ctx context.Context, sum string, encrypted bool) (up MediaUpload, ok bool, err error) {
	err = s.DB.QueryRow(ctx, "SELECT content_uri, file_json FROM media_upload WHERE sha256 = $1 AND encrypted = $2",
		sum, encrypted).Scan(&up.ContentURI, &up.File)
	if errors.Is(err, sql.ErrNoRows) {
		return MediaUpload{}, false, nil
	}
	return up, err == nil, err
}

// SetMediaUpload records the upload of the picture with SHA-256 sum, made
// at at; a later upload of the same picture the same way replaces it.
func (s *Store) SetMediaUpload(ctx context.Context, sum string, encrypted bool, up MediaUpload, at time.Time) error {
	_, err := s.DB.Exec(ctx,
		`INSERT INTO media_upload (sha256, encrypted, content_uri, file_json, uploaded_at) VALUES ($1, $2, $3, $4, $5)
		 ON CONFLICT (sha256, encrypted) DO UPDATE SET content_uri = excluded.content_uri, file_json = excluded.file_json,
		 uploaded_at = excluded.uploaded_at`,
		sum, encrypted, up.ContentURI, up.File, at.UnixMilli())
	return err
}
