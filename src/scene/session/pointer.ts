// The pointer on the table plane (y = 0), for drags on the table.
import * as THREE from 'three';

const plane = new THREE.Plane(new THREE.Vector3(0, 1, 0), 0);

export function makeTablePointer(camera: THREE.Camera, canvas: HTMLCanvasElement) {
  const ray = new THREE.Raycaster();
  const ndc = new THREE.Vector2();
  const hit = new THREE.Vector3();
  return (clientX: number, clientY: number): { x: number; z: number } | null => {
    const rect = canvas.getBoundingClientRect();
    ndc.set(((clientX - rect.left) / rect.width) * 2 - 1, -((clientY - rect.top) / rect.height) * 2 + 1);
    ray.setFromCamera(ndc, camera);
    const p = ray.ray.intersectPlane(plane, hit);
    return p ? { x: p.x, z: p.z } : null;
  };
}

export function applyPose(obj: THREE.Object3D | null | undefined, pose: { position: { x: number; y: number; z: number }; rotation: { x: number; y: number; z: number; w: number } } | undefined): void {
  if (!obj || !pose) return;
  obj.position.set(pose.position.x, pose.position.y, pose.position.z);
  obj.quaternion.set(pose.rotation.x, pose.rotation.y, pose.rotation.z, pose.rotation.w);
}
