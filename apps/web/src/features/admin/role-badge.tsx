import type { Role } from '@advance/contracts';
import { ShieldCheck } from 'lucide-react';
import { Badge } from '../../components/ui/badge';

export const roleLabels: Record<Role, string> = {
  user: 'Customer',
  admin: 'Admin',
  super_admin: 'Super Admin',
};

/** The label of a role, or the raw value for one this screen does not know. */
export function roleLabel(role: string): string {
  return (roleLabels as Record<string, string>)[role] ?? role;
}

export function RoleBadge({ role }: { role: Role }) {
  return (
    <Badge variant={role === 'super_admin' ? 'strong' : 'default'}>
      <ShieldCheck aria-hidden="true" />
      {roleLabels[role]}
    </Badge>
  );
}
