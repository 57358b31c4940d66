import { Button, Menu, MenuItem, PopoverNext } from '@blueprintjs/core';
import { useState } from 'react';
import { DEVICE_TEST_TEXTS } from '../device-test-texts';
import { CameraTestDialog } from './camera-test-dialog';
import { ReleaseCameraDialog } from './release-camera-dialog';

/** spec 1 §2.4: the Test Video dropdown ('Test your video', 'Release your camera'); disabled with the menu during an interview. */
export const TestVideoMenu = ({ disabled = false }: { disabled?: boolean }) => {
  const [open, setOpen] = useState<'test' | 'release' | null>(null);
  return (
    <>
      <PopoverNext
        placement="bottom-end"
        disabled={disabled}
        content={
          <Menu>
            <MenuItem icon="camera" text={DEVICE_TEST_TEXTS.testYourVideo} onClick={() => setOpen('test')} />
            <MenuItem icon="help" text={DEVICE_TEST_TEXTS.releaseYourCamera} onClick={() => setOpen('release')} />
          </Menu>
        }
      >
        <Button variant="minimal" icon="video" endIcon="caret-down" text={DEVICE_TEST_TEXTS.menu} disabled={disabled} />
      </PopoverNext>
      <CameraTestDialog isOpen={open === 'test'} onClose={() => setOpen(null)} />
      <ReleaseCameraDialog isOpen={open === 'release'} onClose={() => setOpen(null)} />
    </>
  );
};
