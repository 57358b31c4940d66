import { Button, Card } from '@blueprintjs/core';
import { useState } from 'react';
import { DEVICE_TEST_TEXTS } from '../device-test-texts';
import { CameraTest } from './camera-test';
import { ReleaseCameraDialog } from './release-camera-dialog';

/** spec 1 §2.5 /device-test: the camera and device test as a page, with the release-camera help at hand. */
export const DeviceTestPage = () => {
  const [helping, setHelping] = useState(false);
  return (
    <Card className="device-test-page" data-testid="device-test-page">
      <h2>{DEVICE_TEST_TEXTS.pageTitle}</h2>
      <p>{DEVICE_TEST_TEXTS.pageIntro}</p>
      <CameraTest active />
      <Button variant="minimal" icon="help" text={DEVICE_TEST_TEXTS.releaseYourCamera} onClick={() => setHelping(true)} />
      <ReleaseCameraDialog isOpen={helping} onClose={() => setHelping(false)} />
    </Card>
  );
};
