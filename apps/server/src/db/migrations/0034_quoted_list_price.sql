-- Issue 43.12: a quoted line keeps the list price it was quoted against; an ordered quote
-- strikes that through, not today's price. Lines quoted before keep null (today's is shown).
ALTER TABLE "quote_lines" ADD COLUMN "quoted_list_paise" bigint;
