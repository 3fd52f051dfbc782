import { errorMessage } from '@carat/api-client';
import {
  type TeamInvitation,
  type TeamMember,
  useChangeMemberRole,
  useInviteMember,
  useMe,
  useRemoveMember,
  useResendInvitation,
  useRevokeInvitation,
  useTeam,
  useTeamInvitations,
  useTransferOwnership,
} from '@carat/api-client/react';
import { ASSIGNABLE_ROLES, type AssignableRole, canManageMember } from '@carat/domain';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  FormField,
  Input,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
  toast,
} from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';
import { type FormEvent, useState } from 'react';
import { ConfirmDeleteDialog } from '#components/ConfirmDeleteDialog.tsx';
import { ListSkeleton, ListStates } from '#components/ListStates.tsx';
import { formatDate } from '#lib/format.ts';

const nameOf = (m: TeamMember) => [m.firstName, m.lastName].filter(Boolean).join(' ') || m.email || '—';

type Pending = { kind: 'remove' | 'transfer'; member: TeamMember } | null;

/** Settings → Équipe: members and roles, seats, invitations (owners and admins). */
export function TeamPage() {
  const { t, locale } = useI18n();
  const me = useMe();
  const team = useTeam();
  const invitations = useTeamInvitations();
  const remove = useRemoveMember();
  const transfer = useTransferOwnership();
  const [pending, setPending] = useState<Pending>(null);

  if (team.isLoading) return <ListSkeleton count={1} itemClassName="h-80" />;
  if (team.error || !team.data) {
    return (
      <div role="alert" className="grid justify-items-start gap-2">
        <p>{t('team.loadError')}</p>
        <Button variant="outline" onClick={() => void team.refetch()}>
          {t('team.retry')}
        </Button>
      </div>
    );
  }
  const { members, seats } = team.data;
  const myRole = me.data?.role ?? 'staff';

  const confirm = async () => {
    if (!pending) return;
    try {
      if (pending.kind === 'remove') {
        await remove.mutateAsync(pending.member.userId);
        toast.success(t('team.removed'));
      } else {
        await transfer.mutateAsync(pending.member.userId);
        toast.success(t('team.transferred'));
        void me.refetch();
      }
      setPending(null);
    } catch (error) {
      toast.error(errorMessage(error, locale));
    }
  };

  return (
    <div className="grid gap-6">
      <header className="grid gap-1">
        <h1 className="font-display text-4xl">{t('team.title')}</h1>
        <p className="text-muted-foreground">{t('team.subtitle')}</p>
      </header>
      <p className="text-sm" data-testid="team-seats">
        {t('team.seats', { used: String(seats.used), limit: String(seats.limit) })}
      </p>
      {seats.members > seats.limit ? (
        <p role="status" className="rounded-md border border-border bg-muted p-3 text-sm">
          {t('team.seatsOver', { used: String(seats.used), limit: String(seats.limit) })}
        </p>
      ) : null}

      <Card>
        <CardHeader>
          <CardTitle>{t('team.members')}</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-3">
          <p className="text-sm text-muted-foreground">{t('team.roles.help')}</p>
          <ul className="grid gap-2" data-testid="team-members">
            {members.map((member) => (
              <MemberRow
                key={member.userId}
                member={member}
                self={member.userId === me.data?.user.id}
                manageable={member.userId !== me.data?.user.id && canManageMember(myRole, member.role)}
                canTransfer={myRole === 'owner' && member.userId !== me.data?.user.id}
                onRemove={() => setPending({ kind: 'remove', member })}
                onTransfer={() => setPending({ kind: 'transfer', member })}
              />
            ))}
          </ul>
        </CardContent>
      </Card>

      <InviteCard />

      <Card>
        <CardHeader>
          <CardTitle>{t('team.invitations')}</CardTitle>
        </CardHeader>
        <CardContent>
          <ListStates
            list={invitations}
            skeleton={<ListSkeleton count={1} itemClassName="h-16" />}
            errorTitle={t('team.invitations.loadError')}
            filtered={false}
            empty={{ icon: null, title: t('team.invitations.empty'), description: '', action: null }}
          >
            {(page) => (
              <ul className="grid gap-2" data-testid="team-invitations">
                {page.items.map((invitation) => (
                  <InvitationRow key={invitation.id} invitation={invitation} />
                ))}
              </ul>
            )}
          </ListStates>
        </CardContent>
      </Card>

      <ConfirmDeleteDialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        title={pending?.kind === 'transfer' ? t('team.transfer') : t('team.remove')}
        description={
          pending
            ? t(pending.kind === 'transfer' ? 'team.transfer.confirm' : 'team.remove.confirm', {
                name: nameOf(pending.member),
              })
            : ''
        }
        cancelLabel={t('team.cancel')}
        confirmLabel={t('team.confirm')}
        pending={remove.isPending || transfer.isPending}
        onConfirm={() => void confirm()}
      />
    </div>
  );
}

function MemberRow({
  member,
  self,
  manageable,
  canTransfer,
  onRemove,
  onTransfer,
}: {
  member: TeamMember;
  self: boolean;
  manageable: boolean;
  canTransfer: boolean;
  onRemove: () => void;
  onTransfer: () => void;
}) {
  const { t, locale } = useI18n();
  const change = useChangeMemberRole();
  const name = nameOf(member);
  const onRole = async (role: string) => {
    try {
      await change.mutateAsync({ userId: member.userId, role: role as AssignableRole });
      toast.success(t('team.roleChanged'));
    } catch (error) {
      toast.error(errorMessage(error, locale));
    }
  };
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-border p-3">
      <div className="grid min-w-0">
        <span className="truncate font-medium">
          {name} {self ? <span className="text-muted-foreground">{t('team.member.you')}</span> : null}
        </span>
        <span className="truncate text-sm text-muted-foreground">{member.email}</span>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {manageable ? (
          <Select value={member.role} onValueChange={(role) => void onRole(role)}>
            <SelectTrigger className="h-9 w-40" aria-label={t('team.role.label', { name })}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {ASSIGNABLE_ROLES.map((role) => (
                <SelectItem key={role} value={role}>
                  {t(`team.role.${role}`)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        ) : (
          <Badge variant="outline">{t(`team.role.${member.role}`)}</Badge>
        )}
        {canTransfer ? (
          <Button variant="ghost" size="sm" onClick={onTransfer}>
            {t('team.transfer')}
          </Button>
        ) : null}
        {manageable ? (
          <Button variant="outline" size="sm" onClick={onRemove} aria-label={`${t('team.remove')} ${name}`}>
            {t('team.remove')}
          </Button>
        ) : null}
      </div>
    </li>
  );
}

function InviteCard() {
  const { t, locale } = useI18n();
  const invite = useInviteMember();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<AssignableRole>('staff');
  const [error, setError] = useState<string | undefined>();
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    try {
      const sent = await invite.mutateAsync({ email, role });
      toast.success(t('team.invite.sent', { email: sent.email }));
      setEmail('');
    } catch (failure) {
      setError(errorMessage(failure, locale));
    }
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('team.invite.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        <form
          onSubmit={(e) => void onSubmit(e)}
          noValidate
          className="grid max-w-xl gap-4 sm:grid-cols-[1fr_10rem]"
        >
          <FormField label={t('team.invite.email')} error={error} required>
            {(wiring) => (
              <Input
                {...wiring}
                type="email"
                autoComplete="off"
                value={email}
                onChange={(e) => setEmail(e.target.value)}
              />
            )}
          </FormField>
          <FormField label={t('team.invite.role')}>
            {(wiring) => (
              <Select value={role} onValueChange={(value) => setRole(value as AssignableRole)}>
                <SelectTrigger {...wiring}>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {ASSIGNABLE_ROLES.map((r) => (
                    <SelectItem key={r} value={r}>
                      {t(`team.role.${r}`)}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          </FormField>
          <Button type="submit" loading={invite.isPending} disabled={!email} className="justify-self-start">
            {t('team.invite.submit')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

function InvitationRow({ invitation }: { invitation: TeamInvitation }) {
  const { t, locale } = useI18n();
  const resend = useResendInvitation();
  const revoke = useRevokeInvitation();
  const run = async (action: 'resend' | 'revoke') => {
    try {
      if (action === 'resend') {
        await resend.mutateAsync(invitation.id);
        toast.success(t('team.invitation.resent'));
      } else {
        await revoke.mutateAsync(invitation.id);
        toast.success(t('team.invitation.revoked'));
      }
    } catch (error) {
      toast.error(errorMessage(error, locale));
    }
  };
  const open = invitation.status === 'pending';
  const status = invitation.expired
    ? t('team.invitation.expired')
    : open
      ? t('team.invitation.pending', { date: formatDate(invitation.expiresAt, locale) })
      : t(`team.invitation.${invitation.status === 'accepted' ? 'accepted' : 'declined'}`);
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-border p-3">
      <div className="grid min-w-0">
        <span className="truncate font-medium">{invitation.email}</span>
        <span className="text-sm text-muted-foreground">
          {t(`team.role.${invitation.role}`)} · {status}
        </span>
      </div>
      {open ? (
        <div className="flex gap-2">
          <Button variant="outline" size="sm" loading={resend.isPending} onClick={() => void run('resend')}>
            {t('team.invitation.resend')}
          </Button>
          <Button variant="ghost" size="sm" loading={revoke.isPending} onClick={() => void run('revoke')}>
            {t('team.invitation.revoke')}
          </Button>
        </div>
      ) : null}
    </li>
  );
}
