import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { DEVICE_TEST_TEXTS } from '../device-test-texts';

/** Help for freeing a camera that another app holds (Windows and Mac). */
export const ReleaseCameraDialog = ({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) => (
  <Dialog isOpen={isOpen} onClose={onClose} title={DEVICE_TEST_TEXTS.releaseYourCamera} icon="video">
    <DialogBody>
      <p>{DEVICE_TEST_TEXTS.releaseIntro}</p>
      <h4>{DEVICE_TEST_TEXTS.windowsTitle}</h4>
      <ol>
        {DEVICE_TEST_TEXTS.windowsSteps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <h4>{DEVICE_TEST_TEXTS.macTitle}</h4>
      <ol>
        {DEVICE_TEST_TEXTS.macSteps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <p>{DEVICE_TEST_TEXTS.afterRelease}</p>
    </DialogBody>
    <DialogFooter actions={<Button text={DEVICE_TEST_TEXTS.close} onClick={onClose} />} />
  </Dialog>
);
