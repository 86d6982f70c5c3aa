package sim

import (
	"fmt"
	"testing"

	"github.com/gogobee/gogobee/internal/combat"
	"github.com/gogobee/gogobee/internal/rules"
)

func TestZZStats(t *testing.T) {
	for _, lv := range []int{1, 3, 5, 8, 12, 16, 20} {
		for _, cl := range Classes() {
			ch, _ := Character(Build{Class: cl, Level: lv})
			p := combat.NewPlayer(ch)
			sab := rules.SpellAttackBonus(ch)
			fmt.Printf("L%2d %-8s HP %3d AC %2d atk %+3d x%d %v%+d extra %v | spell %+d DC %d | %v\n", lv, cl, p.MaxHP, p.AC, p.AttackBonus, p.Attacks, p.WeaponDice, p.DamageBonus, p.ExtraDice, sab, rules.SpellSaveDC(ch), ch.Equipment)
		}
	}
}
