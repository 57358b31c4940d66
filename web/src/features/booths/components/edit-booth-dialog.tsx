import { Dialog, DialogBody } from '@blueprintjs/core';
import type { BoothView } from '../../../../../domain/booth/booth-view';
import { saveQueueQuestions } from '../api/save-queue-questions';
import { useUpdateBooth } from '../api/update-booth';
import { BOOTH_TEXTS } from '../booth-texts';
import type { BoothBody } from '../booth-form-values';
import '../booths.css';
import { BoothForm } from './booth-form';

type EditBoothDialogProps = Readonly<{ jobFairId: string; booth: BoothView; isOpen: boolean; onClose: () => void; onSaved: () => void }>;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The recruiter's 'Edit Booth' modal (spec 2 §2.1 Booth Info): the booth fields of spec 1 §6, queue
 * questions included; recruiters and groups stay the employer admin's, so they are not sent.
 */
export const EditBoothDialog = ({ jobFairId, booth, isOpen, onClose, onSaved }: EditBoothDialogProps) => {
  const update = useUpdateBooth();
  const save = async (body: BoothBody) => {
    const { questions, recruiters: _recruiters, subBooths: _groups, ...fields } = body;
    await update.mutateAsync({ jobFairId, boothId: booth.id, patch: fields });
    if (!same(questions, booth.questions))
      // spec 1 §8.3: a failed questions save is the form banner 'Something went wrong.'
      await saveQueueQuestions({ jobFairId, boothId: booth.id, questions }).catch(() => {
        throw new Error(BOOTH_TEXTS.somethingWentWrong);
      });
    onSaved();
    onClose();
  };
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={BOOTH_TEXTS.editTitle} className="booth-dialog">
      {isOpen && (
        <DialogBody>
          <BoothForm
            key={booth.id}
            booth={booth}
            recruiters={[]}
            mayManage={false}
            newId={() => crypto.randomUUID()}
            onSubmit={save}
            onCancel={onClose}
          />
        </DialogBody>
      )}
    </Dialog>
  );
};
