import { Button, Callout, Dialog, DialogBody, DialogFooter, FormGroup, HTMLSelect, ProgressBar, Spinner } from '@blueprintjs/core';
import { useEffect, useRef, useState } from 'react';
import { DEVICE_TEST_TEXTS } from '../device-test-texts';
import { type MediaDeviceChoice, useCameraPreview, useMicrophoneLevel } from '../use-camera-preview';

const DeviceSelect = ({ id, label, devices, value, onChange }: { id: string; label: string; devices: MediaDeviceChoice[]; value: string; onChange: (deviceId: string) => void }) => (
  <FormGroup label={label} labelFor={id}>
    <HTMLSelect id={id} fill value={value} onChange={(event) => onChange(event.currentTarget.value)}>
      <option value="">{DEVICE_TEST_TEXTS.defaultDevice}</option>
      {devices.map((device) => (
        <option key={device.deviceId} value={device.deviceId}>
          {device.label}
        </option>
      ))}
    </HTMLSelect>
  </FormGroup>
);

/** spec 1 §2.4 'Test your video': a camera preview with device settings; the camera is released on close. */
export const CameraTestDialog = ({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) => {
  const [cameraId, setCameraId] = useState('');
  const [microphoneId, setMicrophoneId] = useState('');
  const preview = useCameraPreview(isOpen, cameraId, microphoneId);
  const level = useMicrophoneLevel(preview.stream);
  const video = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    if (video.current) video.current.srcObject = preview.stream;
  }, [preview.stream]);

  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={DEVICE_TEST_TEXTS.testYourVideo} icon="video" className="camera-test-dialog">
      <DialogBody>
        <div className="camera-test__preview">
          <video ref={video} autoPlay muted playsInline aria-label={DEVICE_TEST_TEXTS.previewLabel} />
          {preview.status === 'starting' && (
            <div className="camera-test__overlay" role="status">
              <Spinner size={24} />
              <span>{DEVICE_TEST_TEXTS.starting}</span>
            </div>
          )}
        </div>
        {preview.status === 'unsupported' && <Callout intent="warning">{DEVICE_TEST_TEXTS.unsupported}</Callout>}
        {preview.status === 'blocked' && <Callout intent="danger">{DEVICE_TEST_TEXTS.blocked}</Callout>}
        <div className="form-row">
          <DeviceSelect id="camera-device" label={DEVICE_TEST_TEXTS.camera} devices={preview.cameras} value={cameraId} onChange={setCameraId} />
          <DeviceSelect id="microphone-device" label={DEVICE_TEST_TEXTS.microphone} devices={preview.microphones} value={microphoneId} onChange={setMicrophoneId} />
        </div>
        <FormGroup label={DEVICE_TEST_TEXTS.microphoneLevel}>
          <ProgressBar value={Math.min(1, level * 2)} intent="success" animate={false} stripes={false} />
        </FormGroup>
      </DialogBody>
      <DialogFooter actions={<Button text={DEVICE_TEST_TEXTS.close} onClick={onClose} />} />
    </Dialog>
  );
};
