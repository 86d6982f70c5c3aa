package expedition_test

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"

	"github.com/gogobee/gogobee/internal/rules"
)

// TestValdrisIsFacedOnlyFullyRested: at the Crypt's boss door a player
// short of a full rest is refused with what to do, nothing moving; a
// standard camp's long rest opens the door (rules §8.12).
func TestValdrisIsFacedOnlyFullyRested(t *testing.T) {
	b := newBot(t)
	pastTheMainHall(t, b)
	autopilot(t, b)
	b.Reply(alice, "!advance")
	b.Reply(alice, "!fight")
	b.Reply(alice, "!fight auto")
	stop := autopilot(t, b)
	assert.Contains(t, stop, "faced only **fully rested**")
	b.Edit(alice, func(c *rules.Character) { c.HP = rules.MaxHP(*c) - 1 })

	refused := b.Reply(alice, "!advance")
	assert.Contains(t, refused, "This boss is faced only fully rested")
	assert.Contains(t, refused, "`!camp standard`")
	assert.Zero(t, zoneRun(t, b).RoomNumber("crypt_valdris.boss"), "the refusal moves nothing")

	assert.Contains(t, b.Reply(alice, "!camp standard"), "long rest")
	b.Clock.Set(b.Clock.Now().Add(rules.LongRestLockout + time.Minute))
	assert.Contains(t, b.Reply(alice, "!advance"), "Valdris")
	assert.Positive(t, zoneRun(t, b).RoomNumber("crypt_valdris.boss"), "rested, the door opens")
}
