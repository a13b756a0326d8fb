// API contracts of invitation codes and the admin panel, shared by the handlers and the frontend.

import { emailAddress, invitationRequest } from './account.js';
import { isEmailAddress } from './email.js';
import { requiredText } from './fields.js';
import { pageOf } from './page.js';
import { schema } from './schema.js';
import * as z from './zod.js';

/** SPEC 5: notes and intended e-mail are trimmed; blank becomes null. */
const optionalText = (max: number, message: string) =>
  z.pipe(
    z.nullish(z.string().check(z.trim(), z.maxLength(max, message))),
    z.transform((value: string | null | undefined) => (value ? value : null)),
  );

export const generateCodeRequest = /* @__PURE__ */ schema(() =>
  z.object({
    notes: optionalText(500, 'Notes must be 500 characters or fewer'),
    intendedEmail: optionalText(254, 'Please enter a valid email address').check(
      z.refine(
        (value) => value === null || isEmailAddress(value.toLowerCase()),
        'Please enter a valid email address',
      ),
    ),
  }),
);
export type GenerateCodeRequest = z.input<typeof generateCodeRequest>;

/** SPEC 5: the entry must be non-empty after trimming; it is read in upper case. */
export const redeemCodeRequest = /* @__PURE__ */ schema(() =>
  z.object({
    code: z.pipe(
      requiredText('Please enter a code', 64, 'This code is invalid or has already been used'),
      z.transform((value: string) => value.toUpperCase()),
    ),
  }),
);
export type RedeemCodeRequest = z.input<typeof redeemCodeRequest>;

export const redeemCodeResponse = /* @__PURE__ */ schema(() =>
  z.object({ message: z.string(), lifetime: z.literal(true) }),
);
export type RedeemCodeResponse = z.infer<typeof redeemCodeResponse>;

export const invitationCodeStatus = /* @__PURE__ */ schema(() => z.enum(['active', 'used', 'inactive']));

export const invitationCode = /* @__PURE__ */ schema(() =>
  z.object({
    code: z.string(),
    status: invitationCodeStatus,
    notes: z.nullable(z.string()),
    intendedEmail: z.nullable(z.string()),
    createdByEmail: z.string(),
    createdAt: z.string(),
    usedBy: z.nullable(z.string()),
    usedByEmail: z.nullable(z.string()),
    usedAt: z.nullable(z.string()),
    deactivatedAt: z.nullable(z.string()),
  }),
);
export type InvitationCodeView = z.infer<typeof invitationCode>;

export const invitationCodeList = /* @__PURE__ */ schema(() => pageOf(invitationCode));
export type InvitationCodeList = z.infer<typeof invitationCodeList>;

/** Admin invite: SPEC 5, the same address rule as the user's own e-mail change (account.ts). */
export const sendInvitationRequest = invitationRequest;
export type SendInvitationRequest = z.input<typeof sendInvitationRequest>;

export const sendInvitationResponse = /* @__PURE__ */ schema(() =>
  z.object({
    email: z.string(),
    /** True when the address already had an account, which got lifetime access at once. */
    existingAccount: z.boolean(),
  }),
);
export type SendInvitationResponse = z.infer<typeof sendInvitationResponse>;

export const updateUserEmailRequest = /* @__PURE__ */ schema(() => z.object({ email: emailAddress }));
export type UpdateUserEmailRequest = z.input<typeof updateUserEmailRequest>;

export const adminUser = /* @__PURE__ */ schema(() =>
  z.object({
    id: z.string(),
    email: z.string(),
    displayName: z.string(),
    hasLifetimeAccess: z.boolean(),
    isAdmin: z.boolean(),
  }),
);
export type AdminUser = z.infer<typeof adminUser>;

export const adminUserList = /* @__PURE__ */ schema(() => z.object({ users: z.array(adminUser) }));
export type AdminUserList = z.infer<typeof adminUserList>;

export const auditEntry = /* @__PURE__ */ schema(() =>
  z.object({
    id: z.string(),
    at: z.string(),
    action: z.string(),
    actorEmail: z.string(),
    targetUserId: z.nullable(z.string()),
    target: z.nullable(z.string()),
    details: z.record(z.string(), z.string()),
  }),
);
export type AuditEntryView = z.infer<typeof auditEntry>;

export const auditLogPage = /* @__PURE__ */ schema(() => pageOf(auditEntry));
export type AuditLogPage = z.infer<typeof auditLogPage>;
