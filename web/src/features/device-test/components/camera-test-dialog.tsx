import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { DEVICE_TEST_TEXTS } from '../device-test-texts';
import '../device-test.css';
import { CameraTest } from './camera-test';

/** spec 1 §2.4 'Test your video': a camera preview with device settings; the camera is released on close. */
export const CameraTestDialog = ({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) => (
  <Dialog isOpen={isOpen} onClose={onClose} title={DEVICE_TEST_TEXTS.testYourVideo} icon="video" className="camera-test-dialog">
    <DialogBody>
      <CameraTest active={isOpen} />
    </DialogBody>
    <DialogFooter actions={<Button text={DEVICE_TEST_TEXTS.close} onClick={onClose} />} />
  </Dialog>
);
