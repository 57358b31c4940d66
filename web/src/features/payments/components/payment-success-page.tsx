import { Button } from '@blueprintjs/core';
import { useNavigate } from '@tanstack/react-router';
import { PAYMENT_TEXTS } from '../payment-texts';
import { SuccessState } from '../../../components/success-state';

/** spec 1 §2.6: /employer-admin/payment-success, with Add Recruiters going to step 3. */
export const PaymentSuccessPage = () => {
  const navigate = useNavigate();
  return (
    <div className="page">
      <SuccessState
        title={PAYMENT_TEXTS.successTitle}
        description={PAYMENT_TEXTS.successMessage}
        action={
          <Button
            intent="primary"
            icon="new-person"
            text={PAYMENT_TEXTS.addRecruiters}
            onClick={() => void navigate({ to: '/employer-admin/dashboard', search: { step: 3 } })}
          />
        }
      />
    </div>
  );
};
