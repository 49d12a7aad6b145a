#!/bin/bash
# containerd-patch.sh CONFIG: the node's containerd settings that this machine needs, applied to
# kind's /etc/containerd/config.toml.
# restrict_oom_score_adj = true: runc inside the node cannot lower a process's oom_score_adj below
# the node container's own (runc: "failed to update /proc/self/oom_score_adj: Permission denied",
# every pod sandbox failed with "can't get final child's PID from pipe: EOF"); true makes
# containerd clamp the requested value to what is allowed, as it does under a user namespace.
set -euo pipefail
sed -i 's/^\(\s*restrict_oom_score_adj\s*=\s*\)false/\1true/' "$1"
grep -q '^\s*restrict_oom_score_adj = true' "$1"
