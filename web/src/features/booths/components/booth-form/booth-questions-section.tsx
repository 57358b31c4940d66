import { Button, InputGroup } from '@blueprintjs/core';
import { MAX_QUEUE_QUESTIONS, type QueueQuestion } from '../../../../../../domain/booth/booth-schema';
import { Field } from '../../../../components/field';
import { BOOTH_TEXTS } from '../../booth-texts';

type BoothQuestionsSectionProps = Readonly<{
  questions: readonly QueueQuestion[];
  errorOf: (key: string) => string | undefined;
  newId: () => string;
  onChange: (questions: QueueQuestion[]) => void;
}>;

/** The queue questions a job seeker answers on entering the queue, in their order. */
export const BoothQuestionsSection = ({ questions, errorOf, newId, onChange }: BoothQuestionsSectionProps) => (
  <fieldset className="booth-form__section" aria-label={BOOTH_TEXTS.questions}>
    <legend>{BOOTH_TEXTS.questions}</legend>
    {questions.map((question, index) => (
      <div className="booth-form__row" key={question.id}>
        <Field
          label={`${BOOTH_TEXTS.questionText} ${index + 1}`}
          htmlFor={`booth-question-${index}`}
          error={errorOf(`questions.${index}.name`)}
        >
          <InputGroup
            id={`booth-question-${index}`}
            value={question.name}
            onValueChange={(value) => onChange(questions.map((q, i) => (i === index ? { ...q, name: value } : q)))}
          />
        </Field>
        <Button
          variant="minimal"
          icon="cross"
          aria-label={`${BOOTH_TEXTS.remove} question ${index + 1}`}
          onClick={() => onChange(questions.filter((_q, i) => i !== index))}
        />
      </div>
    ))}
    {/* spec 1 §5.7: the add control is disabled at 5. */}
    <Button
      icon="add"
      text={BOOTH_TEXTS.addQuestion}
      disabled={questions.length >= MAX_QUEUE_QUESTIONS}
      title={questions.length >= MAX_QUEUE_QUESTIONS ? BOOTH_TEXTS.questionsMax : undefined}
      onClick={() => onChange([...questions, { id: newId(), name: '', rank: questions.length }])}
    />
  </fieldset>
);
