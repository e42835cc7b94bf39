// Images and fonts imported by components resolve to their file name under jest, as webpack would give a URL.
export default 'test-file-stub';
