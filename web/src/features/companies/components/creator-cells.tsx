import { fromE164UsPhone } from '../../../../../domain/auth/us-phone';
import { useCreator } from '../api/get-creator';
import { COMPANIES_TEXTS as T } from '../companies-texts';

/** spec 3 §2.2 Created By and Contact Details: the creator is read by id, 'Loading...' until it arrives. */
export const CreatorCells = ({ userId }: { userId: string }) => {
  const creator = useCreator(userId);
  if (creator.isPending)
    return (
      <>
        <td>{T.loading}</td>
        <td>{T.loading}</td>
      </>
    );
  if (creator.isError)
    return (
      <>
        <td>{T.unknownCreator}</td>
        <td />
      </>
    );
  const { firstName, lastName, emailId, phone_number: phone } = creator.data;
  return (
    <>
      <td>{`${firstName} ${lastName}`}</td>
      <td>
        <div className="companies-table__contact">
          <a href={`mailto:${emailId}`}>{emailId}</a>
          {phone && <a href={`tel:${phone}`}>{fromE164UsPhone(phone)}</a>}
        </div>
      </td>
    </>
  );
};
