#!/usr/bin/env bash
# The release pipeline's deploy to the nginx host (.github/workflows/release.yml): copies the build
# and the release script over SSH, makes the release (deploy/release.ts), tests nginx's config and
# reloads it; when the test fails, the previous release is put back and the job fails.
#
# DEPLOY_SSH_HOST (user@host; the user may run `sudo node`, `sudo nginx -t`, `sudo systemctl
# reload nginx`), DEPLOY_SSH_KEY (a private key) and DEPLOY_SSH_KNOWN_HOSTS (the host's line of
# `ssh-keyscan`). The host needs Node 22.18 or newer, which runs the TypeScript scripts as they are.
set -euo pipefail
cd "$(dirname "$0")/.."

host="${DEPLOY_SSH_HOST:?Set DEPLOY_SSH_HOST to user@host}"
ssh_dir="$(mktemp -d)"
trap 'rm -rf "$ssh_dir"' EXIT
printf '%s\n' "${DEPLOY_SSH_KEY:?}" > "$ssh_dir/key"
printf '%s\n' "${DEPLOY_SSH_KNOWN_HOSTS:?}" > "$ssh_dir/known_hosts"
chmod 600 "$ssh_dir/key"
remote() {
  ssh -i "$ssh_dir/key" -o UserKnownHostsFile="$ssh_dir/known_hosts" -o BatchMode=yes "$host" "$@"
}

incoming="/var/tmp/k-youth-release-$(date -u +%Y%m%d%H%M%S)"
remote mkdir -p "$incoming"
tar -czf - build/client build/hosting package.json \
  deploy/release.ts deploy/lib/release.ts deploy/lib/paths.ts | remote tar -xzf - -C "$incoming"
remote "cd '$incoming' && sudo node deploy/release.ts --build build && {
  if sudo nginx -t; then sudo systemctl reload nginx;
  else sudo node deploy/release.ts --roll-back; false; fi; }
  status=\$?; rm -rf '$incoming'; exit \$status"
