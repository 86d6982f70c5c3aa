package combat

import (
	"strconv"

	"github.com/gogobee/gogobee/internal/rules"
)

// The Ranger's subclasses in a fight (rules §1.11). All three are passive:
// no command, no use. The Hunter's Horde Breaker adds a swing to the
// Attack action (hordeBreaker) and sharpens Colossus Slayer (slayerReady,
// slayerDice); the Gloom Stalker's first hit of round 1 carries the
// ambush dice (ambushDice) and its initiative is rules.InitiativeBonus;
// the Beast Master's companion bites at the end of each of the ranger's
// turns that leaves the bonus action free (companionBite).

// CompanionID is the Event actor ID of the Beast Master's companion; its
// ActorName reads "Your wolf" in the log ("Your wolf hits Goblin for 3").
const CompanionID = "companion"

// hordeBreaker makes the Hunter's Horde Breaker swing after the Attack
// action's own (first is the foe it began on): once per turn, at a
// standing foe other than first (hordeTarget), when there is one.
func (s *State) hordeBreaker(r roller, first int) {
	p := s.Player()
	if p.HordeTurn == s.Player().Turns || s.Over() || !p.Char.HasFeature(rules.FeatureHordeBreaker) {
		return
	}
	i := hordeTarget(s, first)
	if i < 0 {
		return
	}
	p.HordeTurn = s.Player().Turns
	s.featureEvent(rules.FeatureHordeBreaker)
	e := &s.evs[len(s.evs)-1]
	e.Target, e.TargetName = s.who(i + 1)
	e.Detail += " (one more attack, at " + s.Enemies[i].Name + ")"
	s.playerSwing(r, i)
}

// slayerReady reports whether Colossus Slayer may ride a hit on enemy i:
// on a wounded foe, or on any foe for a Hunter (rules §1.7, §1.11).
func (s *State) slayerReady(i int) bool {
	en := &s.Enemies[i]
	return en.HP < en.MaxHP || s.Player().Char.HasFeature(rules.FeatureHordeBreaker)
}

// slayerDice is Colossus Slayer's dice: the Hunter's
// (rules.HunterSlayerDice) or the class's (rules.ColossusSlayerDice).
func (s *State) slayerDice() rules.Dice {
	if c := s.Player().Char; c.HasFeature(rules.FeatureHordeBreaker) {
		return rules.HunterSlayerDice(c.Level)
	}
	return rules.ColossusSlayerDice(s.Player().Char.Level)
}

// hunterSlayerNote says, the first time in a fight a Hunter's Colossus
// Slayer rolls, that it is the Hunter's (rules §1.11): its bigger die,
// and on a foe still unhurt, which the class's own would not touch. A
// single foe gives Horde Breaker nothing to do, so this is what a Hunter
// sees of the subclass in a one-foe fight.
func (s *State) hunterSlayerNote(i int) {
	p := s.Player()
	if p.SlayerNoted || !p.Char.HasFeature(rules.FeatureHordeBreaker) {
		return
	}
	p.SlayerNoted = true
	what := "Hunter: " + s.slayerDice().String()
	if en := &s.Enemies[i]; en.HP == en.MaxHP {
		what += ", on " + en.Name + " unhurt"
	}
	s.featureNote(rules.FeatureColossusSlayer, what)
}

// ambushDice is Dread Ambusher's extra damage on the Gloom Stalker's
// first weapon hit of the fight when it lands in round 1
// (rules.AmbushDice, doubled on a crit), recorded as it is rolled; 0 on
// any other hit.
func (s *State) ambushDice(r roller, crit bool) int {
	p := s.Player()
	if s.Round != 1 || p.AmbushUsed || !p.Char.HasFeature(rules.FeatureDreadAmbusher) {
		return 0
	}
	p.AmbushUsed = true
	d := rules.AmbushDice(p.Char.Level)
	s.featureEvent(rules.FeatureDreadAmbusher)
	s.evs[len(s.evs)-1].Detail += " (+" + d.String() + " on the first hit of round 1)"
	return rollDiceCrit(r, d, crit)
}

// hordeTarget is Horde Breaker's foe: a standing enemy other than first,
// the lowest-HP one an average swing kills, else the most dangerous
// (dangerOf), ties to the lower HP, then the lower index; -1 when none.
func hordeTarget(s *State, first int) int {
	p := s.Player()
	swing := p.WeaponDice.Average() + float64(p.DamageBonus)
	kill, danger := -1, -1
	for i := range s.Enemies {
		en := &s.Enemies[i]
		if i == first || !en.Standing() {
			continue
		}
		if float64(en.HP) <= swing && (kill < 0 || en.HP < s.Enemies[kill].HP) {
			kill = i
		}
		if danger < 0 || dangerOf(en) > dangerOf(&s.Enemies[danger]) ||
			dangerOf(en) == dangerOf(&s.Enemies[danger]) && en.HP < s.Enemies[danger].HP {
			danger = i
		}
	}
	if kill >= 0 {
		return kill
	}
	return danger
}

// ambushInitiative records the Gloom Stalker's initiative bonus at the
// player's initiative roll ("Dread Ambusher (+2 initiative, WIS)"); none
// when it adds nothing.
func (s *State) ambushInitiative() {
	p := s.Player()
	if !p.Char.HasFeature(rules.FeatureDreadAmbusher) {
		return
	}
	if n := rules.InitiativeBonus(p.caster()); n > 0 {
		s.featureEvent(rules.FeatureDreadAmbusher)
		s.evs[len(s.evs)-1].Detail += " (+" + strconv.Itoa(n) + " initiative, WIS)"
	}
}

// companion is an ally a subclass feature gives (rules §1.11): the
// Beast Master's wolf, the Necromancer's skeleton (subclass_mage.go).
type companion struct {
	feature rules.FeatureID
	name    string                     // "wolf": the log's "Your wolf hits ..."
	dice    func(level int) rules.Dice // a hit's damage at the player's level (HP)
	turns   int                        // the player's turns of a fight it strikes in; 0: all
}

// companions are the allies companionBite plays, the first one the
// player's features give.
var companions = []companion{
	{rules.FeatureAnimalCompanion, rules.CompanionName, rules.CompanionDice, 0},
	{rules.FeatureUndeadThrall, rules.ThrallName, rules.ThrallDice, rules.ThrallTurns},
}

// companionOf is the ally c's features give; false for none.
func companionOf(c rules.Character) (companion, bool) {
	for _, a := range companions {
		if c.HasFeature(a.feature) {
			return a, true
		}
	}
	return companion{}, false
}

// companionBite is a companion's strike (the Beast Master's wolf, the
// Necromancer's skeleton) at the end of a turn the player played (not a
// lost one) without spending its bonus action: the companion takes that
// bonus action's place, so a turn of Hunter's Mark or Hail of Thorns has
// no bite. It rolls d20 + rules.CompanionAttackBonus against the policy's
// target (ChooseTarget) with the advantage its conditions give a melee
// attack, a natural 20 a crit and a natural 1 a miss; a hit deals the
// companion's dice (doubled on a crit). A companion with turns strikes in
// the player's first turns of the fight only. Foes never target it.
func (s *State) companionBite() {
	p := s.Player()
	ally, ok := companionOf(p.Char)
	if !p.InTurn || p.BonusUsed || s.Over() || !ok || ally.turns > 0 && s.Player().Turns > ally.turns {
		return
	}
	defer s.thrallCrumbles(ally)
	i := ChooseTarget(s)
	if i < 0 {
		return
	}
	r := s.rng(s.focusActor(), purposeTurn)
	adv, dis := targetAdvantage(s.Enemies[i].Conditions, false)
	d := rollD20(r, adv, dis)
	e := s.ev(EvAttackMissed, -1, i+1)
	e.Actor, e.ActorName = CompanionID, "Your "+ally.name
	e.Roll, e.Total, e.Crit = d, d+rules.CompanionAttackBonus(p.caster()), d == 20
	if d == 1 || !e.Crit && e.Total < s.EnemyAC(i) {
		if d == 1 {
			e.Detail = "natural 1"
		}
		s.emit(e)
		return
	}
	e.Kind = EvAttackHit
	e.Amount = rollDiceCrit(r, ally.dice(p.Char.Level), e.Crit)
	s.emit(e)
	s.damageEnemy(r, i, e.Amount, "hit")
}

// buffTurn is the player's turn on which the standard policy opens an
// elite or boss fight with a combat consumable (rules §2.12): the first,
// or the second for a Gloom Stalker, whose first Attack is the ambush.
func buffTurn(p *Player) int {
	if p.Char.HasFeature(rules.FeatureDreadAmbusher) {
		return 2
	}
	return 1
}
