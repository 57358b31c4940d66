import { Button, Card, Dialog, DialogBody } from '@blueprintjs/core';
import type { BoothGroup } from '../../../../../domain/booth/booth-schema';
import { LOBBY_TEXTS } from '../queue-texts';

type GroupSelectDialogProps = Readonly<{
  isOpen: boolean;
  groups: readonly BoothGroup[];
  onSelect: (groupId: string) => void;
  onClose: () => void;
}>;

/** spec 2 §2.2 'Select a Group': a card per group with its name, description and hot job summary (or their defaults), and Select. */
export const GroupSelectDialog = ({ isOpen, groups, onSelect, onClose }: GroupSelectDialogProps) => (
  <Dialog isOpen={isOpen} onClose={onClose} title={LOBBY_TEXTS.selectGroupTitle} className="group-select-dialog">
    <DialogBody>
      <div className="group-select">
        {[...groups]
          .sort((a, b) => a.sortOrder - b.sortOrder)
          .map((group) => (
            <Card key={group.id} className="group-select__card" data-testid="group-card">
              <h4>{group.name}</h4>
              <p>{group.description || LOBBY_TEXTS.noGroupDescription}</p>
              <p className="bp6-text-muted">{group.hotJobSummary || LOBBY_TEXTS.noGroupSummary}</p>
              <Button
                intent="primary"
                text={LOBBY_TEXTS.select}
                aria-label={`${LOBBY_TEXTS.select} ${group.name}`}
                onClick={() => onSelect(group.id)}
              />
            </Card>
          ))}
      </div>
    </DialogBody>
  </Dialog>
);
