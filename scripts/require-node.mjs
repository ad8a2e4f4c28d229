// Fails early, with the fix, when the current Node is older than the project needs.
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 12)) {
  console.error(`Node ${process.versions.node} is too old for Bozor (needs >= 22.12). Run:  . ./scripts/setup.sh`);
  process.exit(1);
}
