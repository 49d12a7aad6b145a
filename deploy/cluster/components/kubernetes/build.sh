#!/usr/bin/env bash
# build.sh OUTDIR: the seven Kubernetes binaries a kind node runs, with the version stamped as a
# release build stamps it (kubeadm derives the control plane's image tags from gitVersion).
set -euo pipefail
out=$1
version=$(sed -n 's#^require k8s.io/kubernetes \(v[0-9.]*\)$#\1#p' go.mod)
minor=$(echo "$version" | cut -d. -f2)
# The release's date, from the module proxy's record of the version (reproducible builds).
date=$(go mod download -json "k8s.io/kubernetes@$version" | sed -n 's/.*"Info": "\(.*\)".*/\1/p' | xargs cat | sed -n 's/.*"Time":"\([^"]*\)".*/\1/p')
ld="-s -w"
for p in k8s.io/component-base/version k8s.io/client-go/pkg/version; do
  ld="$ld -X $p.gitVersion=$version -X $p.gitMajor=1 -X $p.gitMinor=$minor -X $p.gitTreeState=clean -X $p.buildDate=$date"
  ld="$ld -X $p.gitCommit=0000000000000000000000000000000000000000"
done
go build -trimpath -ldflags="$ld" -o "$out/" \
  k8s.io/kubernetes/cmd/kube-apiserver k8s.io/kubernetes/cmd/kube-controller-manager \
  k8s.io/kubernetes/cmd/kube-scheduler k8s.io/kubernetes/cmd/kube-proxy \
  k8s.io/kubernetes/cmd/kubeadm k8s.io/kubernetes/cmd/kubelet k8s.io/kubernetes/cmd/kubectl
