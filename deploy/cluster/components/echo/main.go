// The smoke test's app (scripts/cluster/smoke.sh): `echo` serves GET / on :8080 with the pod's
// name; `echo get URL [SECONDS]` is its client (a scratch image has no wget): it asks until a 200
// or until SECONDS (default 0: once) have passed, and exits 0 only on a 200. Retrying matters to
// NetworkPolicy checks: a new pod's address reaches the policy's sets a moment after it starts.
package main

import (
	"fmt"
	"io"
	"net/http"
	"os"
	"strconv"
	"time"
)

func get(url string, seconds int) {
	deadline := time.Now().Add(time.Duration(seconds) * time.Second)
	client := &http.Client{Timeout: 2 * time.Second}
	for {
		res, err := client.Get(url)
		if err == nil {
			body, _ := io.ReadAll(res.Body)
			res.Body.Close()
			if res.StatusCode == http.StatusOK {
				fmt.Printf("%d %s\n", res.StatusCode, body)
				os.Exit(0)
			}
			err = fmt.Errorf("status %d: %s", res.StatusCode, body)
		}
		if time.Now().After(deadline) {
			fmt.Println(err)
			os.Exit(1)
		}
		time.Sleep(500 * time.Millisecond)
	}
}

func main() {
	if len(os.Args) >= 3 && os.Args[1] == "get" {
		seconds := 0
		if len(os.Args) == 4 {
			seconds, _ = strconv.Atoi(os.Args[3])
		}
		get(os.Args[2], seconds)
	}
	http.HandleFunc("/", func(w http.ResponseWriter, r *http.Request) {
		fmt.Fprintf(w, "echo from %s host=%s path=%s", os.Getenv("POD_NAME"), r.Host, r.URL.Path)
	})
	panic(http.ListenAndServe(":8080", nil))
}
