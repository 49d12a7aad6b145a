//go:build tools

// Package tools pins helm so that bootstrap builds it from this module's go.sum.
package tools

import _ "helm.sh/helm/v4/cmd/helm"
