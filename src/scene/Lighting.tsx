// Warm saloon light: a low sun through the window (the shadow caster), a
// lamp glow over the table and a cool fill so shadows are not black.
export function Lighting({ shadowSpan = 75, shadowMapSize = 2048, lamp = true }: { shadowSpan?: number; shadowMapSize?: number; lamp?: boolean }) {
  return (
    <>
      <hemisphereLight args={['#ffe2b8', '#2b170c', lamp ? 0.75 : 1.1]} />
      <directionalLight
        position={[45, 95, 40]}
        intensity={2.6}
        color="#ffd6a0"
        castShadow
        shadow-mapSize={[shadowMapSize, shadowMapSize]}
        shadow-bias={-0.0004}
        shadow-normalBias={0.02}
        shadow-camera-left={-shadowSpan}
        shadow-camera-right={shadowSpan}
        shadow-camera-top={shadowSpan}
        shadow-camera-bottom={-shadowSpan}
        shadow-camera-near={10}
        shadow-camera-far={260}
      />
      {lamp && <pointLight position={[0, 55, 10]} intensity={2600} distance={220} decay={2} color="#ffb870" />}
      <directionalLight position={[-60, 40, -30]} intensity={0.35} color="#9fb7ff" />
    </>
  );
}
