/**
 * No zod here (issue 15): every page imports isStaffRole, and a schema built in this file
 * would ship zod with the landing page. The schema is roleSchema in auth.ts.
 */
export const roles = ['user', 'admin', 'super_admin'] as const;
export type Role = (typeof roles)[number];

/** Roles a super admin may hand out through the API; super_admin is never assignable. */
export const assignableRoles = ['user', 'admin'] as const;

export const isStaffRole = (role: Role): boolean => role === 'admin' || role === 'super_admin';
