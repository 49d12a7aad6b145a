//go:build tools

// Package tools pins ct (helm/chart-testing) so that bootstrap builds it from this module's go.sum.
package tools

import _ "github.com/helm/chart-testing/v3/ct"
