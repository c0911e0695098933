import type { Role } from '@advance/contracts';
import { ShieldCheck } from 'lucide-react';
import { Badge } from '../../components/ui/badge';

const roleLabels: Record<Role, string> = {
  user: 'Customer',
  admin: 'Admin',
  super_admin: 'Super Admin',
};

export function RoleBadge({ role }: { role: Role }) {
  return (
    <Badge variant={role === 'super_admin' ? 'strong' : 'default'}>
      <ShieldCheck aria-hidden="true" />
      {roleLabels[role]}
    </Badge>
  );
}
