package content

import "slices"

// KillTag names a kind of kill that gates a harvest resource ("RequiresKill",
// rules §7.1): a resource with a kill tag can be harvested in a region
// only after a monster carrying that tag died there.
//
// The nineteen tags are the registry's. Which monsters carry which tag is our
// own reading (rules §7.1):
//
//   - a tag equal to a monster's name goes to that monster (worg, owlbear,
//     vampire_spawn, wraith, azer, salamander, will_o_wisp, thornmother,
//     infernax);
//   - beast: natural and near-natural animals (worg, dire wolf, owlbear,
//     displacer beast);
//   - kuo-toa: both kuo-toa; drow: every drow including Ilvaras and the
//     Drow Elite Captain; illithid: the mind flayers; hag: green hag, night
//     hag and the Thornmother (a hag-mother);
//   - construct: the forge constructs (helmed horror, Emberlord Thyrak);
//   - drake: everything draconic that sheds scales and blood (guard drake,
//     young red dragon, Infernax, the Elder Drake and the Hoard Wyrmlings);
//   - demon: every demon of the Abyss Portal; balor and portal_boss:
//     Belaxath only.
type KillTag string

// The kill tags of the resource registry (rules §7.1).
const (
	TagWorg         KillTag = "worg"
	TagBeast        KillTag = "beast"
	TagOwlbear      KillTag = "owlbear"
	TagKuoToa       KillTag = "kuo-toa"
	TagVampireSpawn KillTag = "vampire_spawn"
	TagWraith       KillTag = "wraith"
	TagAzer         KillTag = "azer"
	TagConstruct    KillTag = "construct"
	TagSalamander   KillTag = "salamander"
	TagDrow         KillTag = "drow"
	TagIllithid     KillTag = "illithid"
	TagWillOWisp    KillTag = "will_o_wisp"
	TagHag          KillTag = "hag"
	TagThornmother  KillTag = "thornmother"
	TagDrake        KillTag = "drake"
	TagInfernax     KillTag = "infernax"
	TagDemon        KillTag = "demon"
	TagBalor        KillTag = "balor"
	TagPortalBoss   KillTag = "portal_boss"
)

// KillTags lists the nineteen kill tags in registry order.
func KillTags() []KillTag {
	return []KillTag{
		TagWorg, TagBeast, TagOwlbear, TagKuoToa, TagVampireSpawn, TagWraith,
		TagAzer, TagConstruct, TagSalamander, TagDrow, TagIllithid, TagWillOWisp,
		TagHag, TagThornmother, TagDrake, TagInfernax, TagDemon, TagBalor,
		TagPortalBoss,
	}
}

// Valid reports whether t is one of the registry's kill tags.
func (t KillTag) Valid() bool {
	return slices.Contains(KillTags(), t)
}
