//go:build tools

// Package tools pins local-path-provisioner (the default StorageClass's provisioner) so that scripts/cluster builds it from this module's go.sum.
package tools

import _ "github.com/rancher/local-path-provisioner"
