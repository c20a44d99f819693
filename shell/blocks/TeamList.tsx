// teamList: team members as cards (up to 5 columns) or a carousel (4/3/2/1 per slide at
// 1024/800/640 px). A member opens a modal with image, name, role and body.
import { useId, useState } from 'react';
import { Carousel } from '../../widgets/kit/Carousel';
import { teamSlidesPerView } from '../../shared/domain/limits';
import type { TeamMember } from '../content/docs';
import { RichText } from '../RichText';
import { ContentImage } from '../ui/ContentImage';
import { Dialog } from '../../widgets/kit/Dialog';
import { Section } from '../ui/Section';
import type { BlockProps } from './types';
import { needsHydration } from '../router/serverRender';

function MemberCard({ member, onOpen }: { member: TeamMember; onOpen: () => void }) {
  return (
    <button
      type="button"
      onClick={onOpen}
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

export function TeamMemberModal({ member, onClose }: { member: TeamMember; onClose: () => void }) {
  const titleId = useId();
  return (
    <Dialog labelledBy={titleId} onClose={onClose} panelClassName="max-h-[90vh] w-full max-w-2xl overflow-y-auto rounded-2xl bg-white p-6 shadow-xl sm:p-8">
      <button
        type="button"
        onClick={onClose}
        aria-label="Close"
        className="absolute right-3 top-3 inline-flex h-10 w-10 items-center justify-center rounded-full text-2xl text-muted hover:bg-gray-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-primary"
      >
        <span aria-hidden="true">×</span>
      </button>
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
    </Dialog>
  );
}

/** Members as cards or a carousel, with the modal; shared by teamList and groupList 'people'. */
export function TeamMembers({ members, display, label }: { members: readonly TeamMember[]; display: 'cards' | 'carousel'; label: string }) {
  // Its carousel and member dialog are React (issue 20: not yet islands).
  needsHydration();
  const [open, setOpen] = useState<TeamMember | null>(null);
  if (members.length === 0) return null;
  return (
    <>
      {display === 'carousel' ? (
        <Carousel label={label} slidesPerView={teamSlidesPerView}>
          {members.map((member) => (
            <div key={member.id} className="h-full px-2 pb-2">
              <MemberCard member={member} onOpen={() => setOpen(member)} />
            </div>
          ))}
        </Carousel>
      ) : (
        <ul className="grid grid-cols-2 gap-4 sm:gap-6 md:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5">
          {members.map((member) => (
            <li key={member.id}>
              <MemberCard member={member} onOpen={() => setOpen(member)} />
            </li>
          ))}
        </ul>
      )}
      {open && <TeamMemberModal member={open} onClose={() => setOpen(null)} />}
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
