import { Button } from '@blueprintjs/core';
import { INTERVIEW_TEXTS } from '../interview-texts';

/** Five stars; a click sets the rating (1..5). */
export const StarRating = ({
  value,
  onChange,
  disabled = false,
}: {
  value: number | null;
  onChange: (rating: number) => void;
  disabled?: boolean;
}) => (
  <div className="star-rating" role="radiogroup" aria-label={INTERVIEW_TEXTS.rating}>
    {[1, 2, 3, 4, 5].map((star) => (
      <Button
        key={star}
        variant="minimal"
        role="radio"
        aria-checked={value === star}
        aria-label={`${star} ${star === 1 ? 'star' : 'stars'}`}
        icon={value !== null && star <= value ? 'star' : 'star-empty'}
        intent={value !== null && star <= value ? 'warning' : 'none'}
        disabled={disabled}
        onClick={() => onChange(star)}
      />
    ))}
  </div>
);
