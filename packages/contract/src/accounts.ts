import { z } from 'zod';
import { envelope, PhoneSchema } from './common';

export const ROLES = ['USER', 'ADMIN'] as const;
export type Role = (typeof ROLES)[number];

const NameSchema = z
  .string()
  .trim()
  .min(1, 'Name is required')
  .max(100, 'Name must be at most 100 characters');
const OptionalEmailSchema = z
  .string()
  .trim()
  .max(254, 'Email must be at most 254 characters')
  .refine((v) => v === '' || z.email().safeParse(v).success, 'Please enter a valid email address');
const PasswordSchema = z
  .string()
  .min(8, 'Password must be at least 8 characters')
  .max(128, 'Password must be at most 128 characters')
  .refine((v) => v.trim() !== '', 'Password cannot be only spaces');

export const RegisterBodySchema = z.object({
  name: NameSchema,
  phone: PhoneSchema,
  email: OptionalEmailSchema.optional(),
  password: PasswordSchema,
});
export type RegisterBody = z.infer<typeof RegisterBodySchema>;
/** POST /auth/register answers 201 with only a message ('Registration successful'). */
export const RegisterResponseSchema = envelope(z.null());

export const LoginBodySchema = z.object({
  phone: PhoneSchema,
  password: z
    .string()
    .min(1, 'Password is required')
    .max(128, 'Password must be at most 128 characters'),
});
export type LoginBody = z.infer<typeof LoginBodySchema>;

export const UserMetadataSchema = z.object({
  user_id: z.string(),
  name: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  role: z.enum(ROLES),
});
export type UserMetadata = z.infer<typeof UserMetadataSchema>;

export const LoginResponseSchema = envelope(
  z.object({
    access_token: z.string(),
    refresh_token: z.string(),
    user_metadata: UserMetadataSchema,
  }),
);
export type LoginResult = z.infer<typeof LoginResponseSchema>['data'];

export const RotateBodySchema = z.object({
  refresh_token_value: z
    .string()
    .min(1, 'No refresh token available')
    .max(4096, 'Invalid refresh token'),
});
export const RotateResponseSchema = envelope(
  z.object({ access_token: z.string(), refresh_token: z.string().optional() }),
);
export type RotateResult = z.infer<typeof RotateResponseSchema>['data'];
export const LogoutBodySchema = z.object({
  refresh_token_value: z.string().max(4096).optional(),
});
export const LogoutResponseSchema = envelope(z.null());

export const ActiveSessionSchema = z.object({
  session_id: z.string(),
  created_at: z.string(),
  last_seen_at: z.string(),
  user_agent: z.string().nullable(),
  current: z.boolean(),
});
export const ProfileSchema = z.object({
  user_id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string(),
  role: z.enum(ROLES),
  created_at: z.string().nullable(),
  total_active_sessions: z.number().int(),
  active_sessions: z.array(ActiveSessionSchema),
});
export type Profile = z.infer<typeof ProfileSchema>;
export type ActiveSession = z.infer<typeof ActiveSessionSchema>;
export const ProfileResponseSchema = envelope(ProfileSchema);

/** `{ name, email }`: an empty (or null) email clears it; an absent one leaves it unchanged. */
export const ProfileUpdateBodySchema = z.object({
  name: NameSchema,
  email: OptionalEmailSchema.nullable().optional(),
});
export type ProfileUpdateBody = z.infer<typeof ProfileUpdateBodySchema>;
