//go:build tools

// Package tools pins the Kubernetes binaries a kind node runs (kubeadm, kubelet, kubectl, the
// control plane and kube-proxy): k8s.io/kubernetes with each of its staging modules replaced by
// the published k8s.io/* release of the same minor (its own go.mod points them at ./staging).
package tools

import (
	_ "k8s.io/kubernetes/cmd/kube-apiserver"
	_ "k8s.io/kubernetes/cmd/kube-controller-manager"
	_ "k8s.io/kubernetes/cmd/kube-proxy"
	_ "k8s.io/kubernetes/cmd/kube-scheduler"
	_ "k8s.io/kubernetes/cmd/kubeadm"
	_ "k8s.io/kubernetes/cmd/kubectl"
	_ "k8s.io/kubernetes/cmd/kubelet"
)
