package store

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// DMRoomUsers finds whose remembered DM room a room is, and nobody once it
// is forgotten.
func TestDMRoomUsers(t *testing.T) {
	st, _ := openTemp(t)
	ctx := context.Background()
	require.NoError(t, st.SetDMRoom(ctx, "@alice:test", "!a:test"))
	require.NoError(t, st.SetDMRoom(ctx, "@bob:test", "!b:test"))
	users, err := st.DMRoomUsers(ctx, "!a:test")
	require.NoError(t, err)
	assert.Equal(t, []string{"@alice:test"}, users)
	require.NoError(t, st.ForgetDMRoom(ctx, "@alice:test"))
	users, err = st.DMRoomUsers(ctx, "!a:test")
	require.NoError(t, err)
	assert.Empty(t, users)
}
