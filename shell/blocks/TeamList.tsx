// teamList: team members as cards (up to 5 columns) or a carousel (4/3/2/1 per slide at
// 1024/800/640 px). A member opens a modal with image, name, role and body: each member's is
// in the page as a closed dialog the card opens (shell/islands/dialogs.ts), so the block needs
// no React in the browser.
import { useId } from 'react';
import { Carousel } from '../../widgets/kit/Carousel';
import type { TeamMember } from '../../shared/content/docs';
import { RichText } from '../RichText';
import { ContentImage } from '../ui/ContentImage';
import { PlainDialog, PlainDialogClose } from '../ui/PlainDialog';
import { Section } from '../ui/Section';
import type { BlockProps } from './types';

function MemberCard({ member, dialogId }: { member: TeamMember; dialogId: string }) {
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      aria-expanded="false"
      aria-controls={dialogId}
      data-dialog-open={dialogId}
      className="group flex h-full w-full flex-col overflow-hidden rounded-2xl border border-line bg-white text-left shadow-sm transition-shadow hover:shadow-md focus:outline-none focus-visible:ring-4 focus-visible:ring-primary"
    >
      {member.image ? (
        <ContentImage image={{ url: member.image.url, alt: '' }} className="aspect-square w-full bg-teal-50 object-cover" />
      ) : (
        <span aria-hidden="true" className="flex aspect-square w-full items-center justify-center bg-teal-50 text-4xl font-bold text-primary">
          {member.name.charAt(0)}
        </span>
      )}
      <span className="flex flex-1 flex-col p-4">
        <span className="font-semibold text-ink group-hover:text-primary">{member.name}</span>
        {member.role && <span className="mt-1 text-sm text-muted">{member.role}</span>}
        {member.summary && <span className="mt-2 text-sm text-muted">{member.summary}</span>}
      </span>
    </button>
  );
}

function TeamMemberDialog({ member, id }: { member: TeamMember; id: string }) {
  const titleId = `${id}-title`;
  return (
    <PlainDialog id={id} labelledBy={titleId} panelClassName="max-h-[90vh] w-full max-w-2xl overflow-y-auto rounded-2xl bg-white p-6 shadow-xl sm:p-8">
      <PlainDialogClose className="absolute right-3 top-3 inline-flex h-10 w-10 items-center justify-center rounded-full text-2xl text-muted hover:bg-gray-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-primary" />
      <div className="flex flex-col gap-6 sm:flex-row">
        {member.image && <ContentImage image={member.image} className="h-40 w-40 shrink-0 rounded-2xl bg-teal-50 object-cover" />}
        <div>
          <h2 id={titleId} className="text-2xl font-bold text-ink">
            {member.name}
          </h2>
          {member.role && <p className="mt-1 font-medium text-primary">{member.role}</p>}
          <RichText value={member.body} className="mt-4 text-muted" />
        </div>
      </div>
    </PlainDialog>
  );
}

/** Members as cards or a carousel, with the modal; shared by teamList and groupList 'people'. */
export function TeamMembers({ members, display, label }: { members: readonly TeamMember[]; display: 'cards' | 'carousel'; label: string }) {
  const block = useId();
  if (members.length === 0) return null;
  const dialogId = (i: number) => `team${block.replace(/[^\w-]/g, '')}-${i}`;
  return (
    <>
      {display === 'carousel' ? (
        <Carousel label={label} slidesPerView="team">
          {members.map((member, i) => (
            <div key={member.id} className="h-full px-2 pb-2">
              <MemberCard member={member} dialogId={dialogId(i)} />
            </div>
          ))}
        </Carousel>
      ) : (
        <ul className="grid grid-cols-2 gap-4 sm:gap-6 md:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5">
          {members.map((member, i) => (
            <li key={member.id}>
              <MemberCard member={member} dialogId={dialogId(i)} />
            </li>
          ))}
        </ul>
      )}
      {members.map((member, i) => (
        <TeamMemberDialog key={member.id} member={member} id={dialogId(i)} />
      ))}
    </>
  );
}

export function TeamList({ block }: BlockProps<'teamList'>) {
  return (
    <Section title={block.title}>
      <TeamMembers members={block.members} display={block.display === 'carousel' ? 'carousel' : 'cards'} label={block.title ?? 'Our team'} />
    </Section>
  );
}
