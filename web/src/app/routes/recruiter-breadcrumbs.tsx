import { useNavigate } from '@tanstack/react-router';
import { BreadcrumbTrail } from '../../components/breadcrumb-trail';

// spec 2 §2.1: 'Breadcrumbs: Booth, then Interview, Booth Preview, Report or Profile.' The Report page
// draws its own trail inside its header; the other recruiter pages get theirs here.
export const RECRUITER_PAGES = { interview: 'Interview', boothPreview: 'Booth Preview', profile: 'Profile' } as const;

/** The trail of a recruiter page: Booth alone on the dashboard, else Booth (a link) then the page. */
export const RecruiterBreadcrumbs = ({ page }: { page?: (typeof RECRUITER_PAGES)[keyof typeof RECRUITER_PAGES] }) => {
  const navigate = useNavigate();
  const booth = { text: 'Booth', icon: 'shop' as const };
  return (
    <div className="recruiter-breadcrumbs">
      <BreadcrumbTrail items={page ? [{ ...booth, onClick: () => void navigate({ to: '/recruiter/booth' }) }, { text: page }] : [booth]} />
    </div>
  );
};
