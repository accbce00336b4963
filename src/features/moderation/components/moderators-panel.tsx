import type { ModerationMember } from '#contract/moderation';
import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/toast';
import { ApiRequestError } from '../../../lib/api-client';
import { useChangeRole, useModerationMembers } from '../api/moderation';
import { PanelSkeleton } from './reports-panel';

const ROLE_LABELS = { member: 'Membro', moderator: 'Moderador', admin: 'Administrador' } as const;

/** 'Moderadores' (admins): the moderators and admins, demote a moderator, find a member to promote. */
export function ModeratorsPanel() {
  const staff = useModerationMembers('');
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const found = useModerationMembers(search, search.length > 0);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSearch(typed.trim());
  };
  return (
    <div className="space-y-8">
      <section aria-labelledby="equipa">
        <h2 id="equipa" className="mb-3 text-xl font-semibold text-slate-900">
          Equipa de moderação
        </h2>
        {staff.isPending ? <PanelSkeleton /> : staff.isError ? <p role="alert">Não foi possível carregar a equipa.</p> : <MemberRows members={staff.data.items} />}
      </section>
      <section aria-labelledby="nomear">
        <h2 id="nomear" className="mb-3 text-xl font-semibold text-slate-900">
          Nomear um moderador
        </h2>
        <form onSubmit={submit} role="search" className="flex flex-wrap gap-2">
          <label htmlFor="procurar-membro" className="sr-only">
            Procurar membro por nome
          </label>
          <Input id="procurar-membro" type="search" value={typed} onChange={(event) => setTyped(event.target.value)} placeholder="Nome ou nome de utilizador" className="max-w-sm" />
          <Button type="submit" variant="outline">
            <Search aria-hidden="true" />
            Procurar
          </Button>
        </form>
        {search && (
          <div className="mt-4">
            {found.isPending ? <PanelSkeleton /> : found.isError ? <p role="alert">Não foi possível procurar.</p> : <MemberRows members={found.data.items} empty="Nenhum membro encontrado." />}
          </div>
        )}
      </section>
    </div>
  );
}

function MemberRows({ members, empty = 'Ainda não há moderadores.' }: { members: ModerationMember[]; empty?: string }) {
  const change = useChangeRole();
  if (members.length === 0) return <EmptyState title={empty} />;
  const set = (member: ModerationMember, role: 'member' | 'moderator') =>
    change.mutate(
      { userId: member.id, role },
      {
        onSuccess: () => toast({ title: role === 'moderator' ? `${member.fullName} é agora moderador.` : `${member.fullName} deixou de ser moderador.` }),
        onError: (error) => toast({ title: 'Não foi possível mudar a função', description: error instanceof ApiRequestError ? error.serverMessage : undefined, variant: 'destructive' }),
      },
    );
  return (
    <ul className="space-y-2">
      {members.map((member) => (
        <li key={member.id}>
          <Card className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
            <div className="min-w-0">
              <Link to={`/members/${member.id}`} className="font-medium text-slate-900 hover:underline">
                {member.fullName}
              </Link>
              <span className="ml-2 text-sm text-slate-600">@{member.username}</span>
              <div className="mt-1 flex gap-2">
                <Badge variant={member.role === 'member' ? 'neutral' : 'brand'}>{ROLE_LABELS[member.role]}</Badge>
                {member.suspended && <Badge variant="danger">Suspenso</Badge>}
              </div>
            </div>
            {member.role === 'moderator' && (
              <Button size="sm" variant="outline" disabled={change.isPending} onClick={() => set(member, 'member')} aria-label={`Retirar a função de moderador a ${member.fullName}`}>
                Retirar moderador
              </Button>
            )}
            {member.role === 'member' && (
              <Button size="sm" disabled={change.isPending} onClick={() => set(member, 'moderator')} aria-label={`Nomear ${member.fullName} moderador`}>
                Nomear moderador
              </Button>
            )}
          </Card>
        </li>
      ))}
    </ul>
  );
}
