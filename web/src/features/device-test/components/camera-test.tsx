import { Callout, FormGroup, HTMLSelect, ProgressBar, Spinner } from '@blueprintjs/core';
import { useEffect, useRef, useState } from 'react';
import { type MediaProblem, readMediaPreferences, saveMediaPreferences } from '../../../lib/media-preferences';
import { DEVICE_TEST_TEXTS } from '../device-test-texts';
import { type MediaDeviceChoice, useCameraPreview, useMicrophoneLevel } from '../../../lib/use-camera-preview';
import '../device-test.css';

const DeviceSelect = ({
  id,
  label,
  devices,
  value,
  onChange,
}: {
  id: string;
  label: string;
  devices: MediaDeviceChoice[];
  value: string;
  onChange: (deviceId: string) => void;
}) => (
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

const problems: Record<MediaProblem, { intent: 'warning' | 'danger'; text: string }> = {
  unsupported: { intent: 'warning', text: DEVICE_TEST_TEXTS.unsupported },
  permissionDenied: { intent: 'danger', text: DEVICE_TEST_TEXTS.permissionDenied },
  noCamera: { intent: 'warning', text: DEVICE_TEST_TEXTS.noCamera },
  cameraBusy: { intent: 'danger', text: DEVICE_TEST_TEXTS.cameraBusy },
};

/** A camera preview with device choice and a microphone meter; the choice is kept for interviews. Devices are open only while `active`. */
export const CameraTest = ({ active }: { active: boolean }) => {
  const [cameraId, setCameraId] = useState(() => readMediaPreferences().cameraId);
  const [microphoneId, setMicrophoneId] = useState(() => readMediaPreferences().microphoneId);
  const preview = useCameraPreview(active, cameraId, microphoneId);
  const level = useMicrophoneLevel(preview.stream);
  const video = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    if (video.current) video.current.srcObject = preview.stream;
  }, [preview.stream]);
  useEffect(() => saveMediaPreferences({ cameraId, microphoneId }), [cameraId, microphoneId]);
  const problem = preview.status === 'starting' || preview.status === 'live' ? null : problems[preview.status];

  return (
    <>
      <div className="camera-test__preview">
        <video ref={video} autoPlay muted playsInline aria-label={DEVICE_TEST_TEXTS.previewLabel} data-testid="camera-preview" />
        {preview.status === 'starting' && (
          <div className="camera-test__overlay" role="status">
            <Spinner size={24} />
            <span>{DEVICE_TEST_TEXTS.starting}</span>
          </div>
        )}
      </div>
      {problem && (
        <Callout intent={problem.intent} data-testid="camera-problem">
          {problem.text}
        </Callout>
      )}
      <div className="form-row">
        <DeviceSelect
          id="camera-device"
          label={DEVICE_TEST_TEXTS.camera}
          devices={preview.cameras}
          value={cameraId}
          onChange={setCameraId}
        />
        <DeviceSelect
          id="microphone-device"
          label={DEVICE_TEST_TEXTS.microphone}
          devices={preview.microphones}
          value={microphoneId}
          onChange={setMicrophoneId}
        />
      </div>
      <FormGroup label={DEVICE_TEST_TEXTS.microphoneLevel}>
        <ProgressBar
          value={Math.min(1, level * 2)}
          intent="success"
          animate={false}
          stripes={false}
          aria-label={DEVICE_TEST_TEXTS.microphoneLevel}
        />
      </FormGroup>
    </>
  );
};
