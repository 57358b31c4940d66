import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import type { BoothCardView } from '../../../../../domain/booth/booth-card';
import { LOBBY_TEXTS } from '../queue-texts';

/** spec 1 §2.5: clicking the jobs count lists each job's description and link. */
export const JobsDialog = ({ booth, onClose }: { booth: BoothCardView | null; onClose: () => void }) => (
  <Dialog isOpen={booth !== null} onClose={onClose} title={`${LOBBY_TEXTS.jobsTitle}${booth ? ` - ${booth.name}` : ''}`}>
    <DialogBody>
      {booth && booth.jobs.length === 0 && <p>{LOBBY_TEXTS.noJobs}</p>}
      <ul className="jobs-list">
        {booth?.jobs.map((job, index) => (
          <li key={index}>
            <p>{job.description}</p>
            {job.link && (
              <a href={job.link} target="_blank" rel="noreferrer">
                {job.link}
              </a>
            )}
          </li>
        ))}
      </ul>
    </DialogBody>
    <DialogFooter actions={<Button text={LOBBY_TEXTS.ok} onClick={onClose} />} />
  </Dialog>
);
