import { Button, Dialog, DialogBody, DialogFooter, FormGroup, Radio, RadioGroup } from '@blueprintjs/core';
import { useState } from 'react';
import type { QueueQuestion } from '../../../../../domain/booth/booth-schema';
import type { QueueAnswer } from '../../../../../domain/queue/queue-rules';
import { LOBBY_TEXTS } from '../queue-texts';

type QuestionnaireDialogProps = Readonly<{
  isOpen: boolean;
  questions: readonly QueueQuestion[];
  submitting: boolean;
  onCancel: () => void;
  onSubmit: (answers: QueueAnswer[]) => void;
}>;

/** spec 2 §2.2, §5: Yes/No per question; each must be answered ('You must make a choice.'); Enter Queue is disabled while invalid. */
export const QuestionnaireDialog = ({ isOpen, questions, submitting, onCancel, onSubmit }: QuestionnaireDialogProps) => {
  const [answers, setAnswers] = useState<Record<string, boolean>>({});
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const valid = questions.every((question) => question.id in answers);
  const close = () => {
    setAnswers({});
    setTouched({});
    onCancel();
  };
  return (
    <Dialog isOpen={isOpen} onClose={close} title={LOBBY_TEXTS.questionnaireTitle}>
      <DialogBody>
        <p>{LOBBY_TEXTS.questionnaireIntro}</p>
        {questions.map((question) => {
          const error = touched[question.id] && !(question.id in answers) ? LOBBY_TEXTS.mustChoose : undefined;
          return (
            <FormGroup key={question.id} label={question.name} intent={error ? 'danger' : 'none'} helperText={error}>
              <RadioGroup
                inline
                name={`question-${question.id}`}
                selectedValue={question.id in answers ? String(answers[question.id]) : undefined}
                onChange={(event) => {
                  const value = event.currentTarget.value === 'true';
                  setAnswers((current) => ({ ...current, [question.id]: value }));
                  setTouched((current) => ({ ...current, [question.id]: true }));
                }}
              >
                <Radio label={LOBBY_TEXTS.yes} value="true" onBlur={() => setTouched((current) => ({ ...current, [question.id]: true }))} />
                <Radio label={LOBBY_TEXTS.no} value="false" onBlur={() => setTouched((current) => ({ ...current, [question.id]: true }))} />
              </RadioGroup>
            </FormGroup>
          );
        })}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={LOBBY_TEXTS.cancel} onClick={close} />
            <Button
              intent="primary"
              text={LOBBY_TEXTS.enterQueue}
              disabled={!valid}
              loading={submitting}
              onClick={() => onSubmit(questions.map((question) => ({ questionId: question.id, answer: answers[question.id]! })))}
            />
          </>
        }
      />
    </Dialog>
  );
};
