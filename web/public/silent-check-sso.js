parent.postMessage(location.href, location.origin);
