-- v11: Character name keys, so no two characters share a name

-- name_key is rules.NameKey(name): the name reduced to its Unicode confusables skeleton, case
-- ignored, so "Wren", "wren" and "Wrеn" (Cyrillic е) share one (v13 recomputes it with the key
-- that also joins capital, whole-script and full-width look-alikes). A new character is refused when its
-- key is taken (store.CreateCharacter, in the command's transaction). The index is not UNIQUE:
-- characters created before this rule may already share a key and both keep their names; migration
-- v12 fills the key of every existing character, which needs Go.
ALTER TABLE character ADD COLUMN name_key TEXT NOT NULL DEFAULT '';
CREATE INDEX character_name_key ON character (name_key);
