//go:build tools

// Package tools pins k6 so that bootstrap builds it from this module's go.sum.
package tools

import _ "go.k6.io/k6/v2"
