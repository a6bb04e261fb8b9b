import { z } from 'zod';
import { envelope } from './common';

/**
 * Staff search synonyms (/api/admin/search-synonyms; docs/decisions/267): a two-way entry
 * makes every phrase stand for the others ("rod", "electrode"); a one-way entry makes the
 * first phrase stand for the rest ("jack" → "pallet truck").
 */
export const SYNONYM_PHRASE_MAX = 60;
export const SYNONYM_TERMS_MAX = 10;

const PhraseSchema = z
  .string()
  .trim()
  .min(1, 'A phrase must not be blank')
  .max(SYNONYM_PHRASE_MAX, `A phrase has at most ${SYNONYM_PHRASE_MAX} characters`)
  .refine((s) => /[\p{L}\p{N}]/u.test(s), 'A phrase needs a letter or a digit')
  .refine(
    (s) => s.split(/[^\p{L}\p{N}]+/u).filter(Boolean).length <= 4,
    'A phrase has at most 4 words',
  );

export const SynonymBodySchema = z.object({
  terms: z
    .array(PhraseSchema)
    .min(2, 'Give at least two phrases')
    .max(SYNONYM_TERMS_MAX, `Give at most ${SYNONYM_TERMS_MAX} phrases`),
  one_way: z.boolean().default(false),
});
export type SynonymBody = z.infer<typeof SynonymBodySchema>;

export const SynonymSchema = z.object({
  synonym_id: z.string(),
  terms: z.array(z.string()),
  one_way: z.boolean(),
  updated_at: z.string(),
});
export type Synonym = z.infer<typeof SynonymSchema>;
export const SynonymResponseSchema = envelope(SynonymSchema);
export const SynonymListResponseSchema = envelope(z.array(SynonymSchema));
export const SynonymDeletedResponseSchema = envelope(z.object({ synonym_id: z.string() }));
