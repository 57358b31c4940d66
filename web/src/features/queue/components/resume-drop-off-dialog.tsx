import { Button, Callout, Dialog, DialogBody, DialogFooter, FileInput, FormGroup, InputGroup, TextArea } from '@blueprintjs/core';
import { useState, type DragEvent } from 'react';
import { DROP_OFF_TEXTS, dropOffFileError } from '../../../../../domain/resume/booth-resume-schema';
import { showToast } from '../../../lib/toaster';
import { useMyBoothResume, useSaveBoothResume } from '../api/booth-resume';
import { DROP_OFF_FORM_TEXTS } from '../queue-texts';

type ResumeDropOffDialogProps = Readonly<{
  isOpen: boolean;
  jobFairId: string;
  boothId: string;
  boothName: string;
  seekerId: string | null;
  /** Only job seekers leave resumes; Save stays disabled for anyone else (spec 2 §5). */
  mayLeave: boolean;
  onClose: () => void;
}>;

/** spec 2 §2.2, §4, §5: one PDF of at most 10 MB, a job title (required) and a note; saving again replaces what was left. */
export const ResumeDropOffDialog = (props: ResumeDropOffDialogProps) => (
  <Dialog
    isOpen={props.isOpen}
    onClose={props.onClose}
    title={DROP_OFF_FORM_TEXTS.title(props.boothName)}
    className="resume-drop-off-dialog"
  >
    {/* Mounted only while open, so every opening starts from what is stored. */}
    {props.isOpen && <DropOffForm {...props} />}
  </Dialog>
);

const DropOffForm = ({ jobFairId, boothId, seekerId, mayLeave, onClose }: ResumeDropOffDialogProps) => {
  const existing = useMyBoothResume(jobFairId, boothId, seekerId, mayLeave);
  const save = useSaveBoothResume();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [jobTitle, setJobTitle] = useState<string | null>(null);
  const [notes, setNotes] = useState<string | null>(null);
  const previous = existing.data ?? null;
  const title = jobTitle ?? previous?.jobTitle ?? '';
  const note = notes ?? previous?.notes ?? '';

  const pick = (files: File[]) => {
    const error = dropOffFileError(files);
    setFileError(error);
    setFile(error ? null : (files[0] ?? null));
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    pick([...event.dataTransfer.files]);
  };
  const canSave = mayLeave && (file !== null || previous !== null) && title.trim() !== '' && !save.isPending;

  const submit = () =>
    save.mutate(
      { jobFairId, boothId, existingId: previous?.id ?? null, file, previous, jobTitle: title.trim(), notes: note },
      {
        onSuccess: () => {
          showToast({ message: DROP_OFF_FORM_TEXTS.saved, intent: 'success' });
          onClose();
        },
        onError: (error) => setFileError(error.message || DROP_OFF_TEXTS.failed),
      },
    );

  return (
    <>
      <DialogBody>
        <div onDragOver={(event) => event.preventDefault()} onDrop={drop} data-testid="resume-drop-zone">
          <FormGroup
            label={DROP_OFF_FORM_TEXTS.resume}
            labelFor="drop-off-file"
            helperText={fileError ?? DROP_OFF_FORM_TEXTS.resumeHint}
            intent={fileError ? 'danger' : 'none'}
          >
            <FileInput
              fill
              text={file?.name ?? previous?.fileName ?? DROP_OFF_FORM_TEXTS.chooseFile}
              hasSelection={file !== null || previous !== null}
              disabled={!mayLeave}
              inputProps={{ id: 'drop-off-file', accept: '.pdf,application/pdf' }}
              onInputChange={(event) => pick([...(event.currentTarget.files ?? [])])}
            />
          </FormGroup>
        </div>
        <FormGroup label={DROP_OFF_FORM_TEXTS.jobTitle} labelFor="drop-off-job-title" labelInfo="(required)">
          <InputGroup id="drop-off-job-title" value={title} maxLength={200} disabled={!mayLeave} onValueChange={setJobTitle} />
        </FormGroup>
        <FormGroup label={DROP_OFF_FORM_TEXTS.note} labelFor="drop-off-note">
          <TextArea
            id="drop-off-note"
            fill
            rows={4}
            value={note}
            maxLength={5000}
            disabled={!mayLeave}
            onChange={(event) => setNotes(event.currentTarget.value)}
          />
        </FormGroup>
        {previous && (
          <Callout intent="primary" icon="info-sign">
            {DROP_OFF_FORM_TEXTS.replaces(previous.fileName)}
          </Callout>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={DROP_OFF_FORM_TEXTS.cancel} onClick={onClose} />
            <Button intent="primary" text={DROP_OFF_FORM_TEXTS.save} disabled={!canSave} loading={save.isPending} onClick={submit} />
          </>
        }
      />
    </>
  );
};
