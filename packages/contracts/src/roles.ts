import { z } from 'zod';

export const roles = ['user', 'admin', 'super_admin'] as const;
export const roleSchema = z.enum(roles);
export type Role = z.infer<typeof roleSchema>;

/** Roles a super admin may hand out through the API; super_admin is never assignable. */
export const assignableRoles = ['user', 'admin'] as const;
export const assignableRoleSchema = z.enum(assignableRoles);

export const isStaffRole = (role: Role): boolean => role === 'admin' || role === 'super_admin';
